import { NewItemScreen } from '../../../components/catalogue/new-item-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages.ts';
import { usePlaceBlank } from '../api/get-place.ts';
import { PlaceForm } from '../components/place-form.tsx';
import { toPlaceValues } from '../components/place-values.ts';
import { placeMessages } from '../messages.ts';

const screen = messages.screens.newPlace;

/**
 * `/business/editor/place`: a new place from the blank, in the organisation of the link (`?organisation=`) or my only
 * one; saved, it opens in its own editor.
 */
export default function NewPlaceRoute() {
  return (
    <NewItemScreen
      title={screen.title}
      description={screen.description}
      loadFailed={placeMessages.editor.loadFailed}
      blank={usePlaceBlank()}
      editor={paths.placeEditor}
    >
      {({ blank, organisationId, onCreated }) => (
        <PlaceForm
          initial={toPlaceValues({ ...blank, organisationId: organisationId ?? blank.organisationId ?? '' })}
          onCreated={onCreated}
        />
      )}
    </NewItemScreen>
  );
}
