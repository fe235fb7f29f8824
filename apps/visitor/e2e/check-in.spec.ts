import { expect, signUpByApi, test, uniqueUsername } from '@mesto/playwright-config/fixtures';

test('after checking in, «here now» counts the person in instead of «мало людей»', async ({ page }) => {
  await signUpByApi(page, uniqueUsername('here'));
  const places = await page.request.get('/api/places?limit=1');
  const [place] = ((await places.json()) as { items: Array<{ code: string }> }).items;
  if (!place) throw new Error('the demo data has no place');
  await page.goto(`/place/${place.code}`);
  const panel = page.getByRole('region', { name: 'Отметка «Я здесь»' });
  await panel.getByRole('button', { name: 'Я здесь' }).click();
  await expect(panel.getByText(/^Вы здесь до /)).toBeVisible();
  await expect(panel.getByText(/^Сейчас здесь (вы и пока мало кто ещё|.+, включая вас)$/)).toBeVisible();
  await expect(panel.getByText('Сейчас здесь мало людей')).toHaveCount(0);

  // Leaving: the person is no longer counted in.
  await panel.getByRole('button', { name: 'Ухожу' }).click();
  await expect(panel.getByRole('button', { name: 'Я здесь' })).toBeVisible();
  await expect(panel.getByText(/включая вас|Сейчас здесь вы/)).toHaveCount(0);
});
