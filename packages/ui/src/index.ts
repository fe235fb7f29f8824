// The public surface of @mesto/ui. Styles come separately: `@import '@mesto/ui/styles.css';`.

export { Avatar, type AvatarProps, initials } from './components/avatar/avatar.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonVariants,
} from './components/button/button.tsx';
export {
  CalendarFeedLink,
  type CalendarFeedLinkProps,
  toWebcalUrl,
} from './components/calendar-feed-link/calendar-feed-link.tsx';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  type CardProps,
  CardTitle,
} from './components/card/card.tsx';
export {
  type TimePoint,
  TimeSeriesChart,
  type TimeSeriesChartProps,
} from './components/charts/time-series-chart.tsx';
// The social layer: opinions, visits, rooms, follows, feed, search and the business's visit charts.
export {
  VisitsByHourChart,
  type VisitsByHourChartProps,
} from './components/charts/visits-by-hour-chart.tsx';
export {
  VisitsPerDayChart,
  type VisitsPerDayChartProps,
} from './components/charts/visits-per-day-chart.tsx';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox.tsx';
export {
  type ActiveFilter,
  CollapsibleFilters,
  type CollapsibleFiltersProps,
} from './components/collapsible-filters/collapsible-filters.tsx';
export {
  type ColorSchemeContextValue,
  ColorSchemeProvider,
  useColorScheme,
} from './components/color-scheme/color-scheme-provider.tsx';
export {
  applyColorScheme,
  applyStoredColorScheme,
  type ResolvedColorScheme,
  readStoredColorScheme,
  resolveColorScheme,
  storeColorScheme,
} from './components/color-scheme/color-scheme-storage.ts';
export { ColorSchemeSwitch, type ColorSchemeSwitchProps } from './components/color-scheme/color-scheme-switch.tsx';
export { ContactLinks, type ContactLinksProps } from './components/contact-links/contact-links.tsx';
export {
  ContactListEditor,
  type ContactListEditorProps,
} from './components/contact-list-editor/contact-list-editor.tsx';
export { DateTimePicker, type DateTimePickerProps } from './components/date-time-picker/date-time-picker.tsx';
export { DaySlotPicker, type DaySlotPickerProps } from './components/day-slot-picker/day-slot-picker.tsx';
export {
  DeviceClassHintProvider,
  type DeviceClassInfo,
  type LayoutVariants,
  useDeviceClass,
  useLayoutVariants,
} from './components/device-class/use-device-class.ts';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './components/dialog/dialog.tsx';
export { DirectionsLinks, type DirectionsLinksProps } from './components/directions-links/directions-links.tsx';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/dropdown-menu/dropdown-menu.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state.tsx';
export {
  ErrorPage,
  type ErrorPageProps,
  type ErrorPageStatus,
  NotFoundView,
  type NotFoundViewProps,
} from './components/error-page/error-page.tsx';
export { ForbiddenPage, type ForbiddenPageProps } from './components/error-page/forbidden-page.tsx';
export { StatusPage, type StatusPageProps } from './components/error-page/status-page.tsx';
export { EventCard, type EventCardProps, EventCardSkeleton } from './components/event-card/event-card.tsx';
export {
  FeedItem,
  type FeedItemProps,
  type FeedItemType,
  type FeedLink,
} from './components/feed-item/feed-item.tsx';
export { Field, type FieldControlProps, type FieldProps, useFieldControl } from './components/field/field.tsx';
export { FollowButton, type FollowButtonProps } from './components/follow-button/follow-button.tsx';
export {
  FormErrorSummary,
  type FormErrorSummaryItem,
  type FormErrorSummaryProps,
} from './components/form-error-summary/form-error-summary.tsx';
export {
  CheckInPanel,
  type CheckInPanelProps,
  type CheckInState,
} from './components/here-now/check-in-panel.tsx';
export { HereNow, type HereNowProps } from './components/here-now/here-now.tsx';
export {
  CalendarIcon,
  ChatIcon,
  FeedIcon,
  HomeIcon,
  MapPinIcon,
  MenuIcon,
  PlusIcon,
  SearchIcon,
  TicketIcon,
} from './components/icons/icons.tsx';
export {
  ImageUpload,
  type ImageUploadProps,
  type UploadProgress,
} from './components/image-upload/image-upload.tsx';
export {
  InfiniteListTrigger,
  type InfiniteListTriggerProps,
} from './components/infinite-list-trigger/infinite-list-trigger.tsx';
export { controlClassName, Input, type InputProps } from './components/input/input.tsx';
export {
  type LinkComponent,
  type LinkComponentProps,
  PlainLink,
} from './components/link-component/link-component.tsx';
export { LazyPlacesMap } from './components/map/lazy-places-map.tsx';
export { MapPointPicker, type MapPointPickerProps } from './components/map/map-point-picker.tsx';
export { type MapPlace, type MapView, PlacesMap, type PlacesMapProps } from './components/map/places-map.tsx';
export { type MapPoint, OSM_TILE_URL } from './components/map/point.ts';
export { OpenStatus, type OpenStatusProps, openStatusText } from './components/open-status/open-status.tsx';
export {
  type OpinionAnswer,
  type OpinionAuthor,
  OpinionCard,
  type OpinionCardProps,
  OpinionCardSkeleton,
  type OpinionSubject,
} from './components/opinion-card/opinion-card.tsx';
export { relativeDate } from './components/opinion-card/relative-date.ts';
export { jsonForScript, PageMeta, type PageMetaProps } from './components/page-meta/page-meta.tsx';
export { PhotoGallery, type PhotoGalleryProps } from './components/photo-gallery/photo-gallery.tsx';
export {
  type EditablePhoto,
  PhotoListEditor,
  type PhotoListEditorProps,
} from './components/photo-list-editor/photo-list-editor.tsx';
export { PlaceCard, type PlaceCardProps, PlaceCardSkeleton } from './components/place-card/place-card.tsx';
export { PriceTag, type PriceTagProps } from './components/price-tag/price-tag.tsx';
export { RatingInput, type RatingInputProps } from './components/rating/rating-input.tsx';
export { RatingStars, type RatingStarsProps } from './components/rating/rating-stars.tsx';
export {
  type ImageVariant,
  imageUrlFor,
  ResponsiveImage,
  type ResponsiveImageProps,
  type ResponsiveImageSource,
} from './components/responsive-image/responsive-image.tsx';
export { RoomCard, type RoomCardProps, RoomCardSkeleton } from './components/room-card/room-card.tsx';
export { ScheduleEditor, type ScheduleEditorProps } from './components/schedule-editor/schedule-editor.tsx';
export { formatInterval, ScheduleView, type ScheduleViewProps } from './components/schedule-view/schedule-view.tsx';
export {
  SearchBox,
  type SearchBoxProps,
  type SearchGroup,
  type SearchItem,
} from './components/search-box/search-box.tsx';
export { SearchForm, type SearchFormProps } from './components/search-form/search-form.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/segmented-control/segmented-control.tsx';
export {
  NativeSelect,
  type NativeSelectProps,
  Select,
  type SelectOption,
  type SelectProps,
} from './components/select/select.tsx';
export { ShareButton, type ShareButtonProps } from './components/share-button/share-button.tsx';
export { Skeleton } from './components/skeleton/skeleton.tsx';
export { Spinner, type SpinnerProps } from './components/spinner/spinner.tsx';
export { Switch, type SwitchProps } from './components/switch/switch.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs.tsx';
export { Tag, type TagProps, type TagTone, ToggleTag, type ToggleTagProps } from './components/tag/tag.tsx';
export { Textarea, type TextareaProps } from './components/textarea/textarea.tsx';
export { ToastProvider, type ToastProviderProps, useToast } from './components/toast/toast.tsx';
export { setToastSink, type ToastOptions, type ToastSink, toast } from './components/toast/toast-sink.ts';
export {
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from './components/unsaved-changes-dialog/unsaved-changes-dialog.tsx';
export {
  VisibilityPicker,
  type VisibilityPickerProps,
} from './components/visibility-picker/visibility-picker.tsx';
export { WeekdayPicker, type WeekdayPickerProps } from './components/weekday-picker/weekday-picker.tsx';
export { cn, prepareClassMerge } from './lib/cn.ts';
export { type Preloadable, preloadable, usePreloaded } from './lib/lazy-runtime.ts';
export { useViewerTimeZone } from './lib/use-viewer-time-zone.ts';
export { isoToLocalInput, localInputToIso } from './lib/zoned-time.ts';
// Chats: the list of chats, one chat's messages, the field to write in and the connection's state. A comment
// standing apart starts a new block for Biome's export sorting, so these lines could be appended at the end.

export {
  type ChatLastMessage,
  ChatListItem,
  type ChatListItemProps,
  ChatListItemSkeleton,
  type ChatListItemType,
} from './components/chat/chat-list-item.tsx';
export { MessageComposer, type MessageComposerProps } from './components/chat/message-composer.tsx';
export {
  type ChatMessage,
  type ChatMessageAuthor,
  type ChatMessageState,
  MessageList,
  type MessageListProps,
  MessageListSkeleton,
} from './components/chat/message-list.tsx';
export {
  type RealtimeConnectionStatus,
  RealtimeStatusBadge,
  type RealtimeStatusBadgeProps,
} from './components/chat/realtime-status-badge.tsx';
// Text intelligence: how sure a value read from a text is, the words it came from, and what opinions say.

export { ConfidenceBadge, type ConfidenceBadgeProps } from './components/confidence-badge/confidence-badge.tsx';
export {
  HighlightedText,
  type HighlightedTextProps,
  type TextRange,
} from './components/highlighted-text/highlighted-text.tsx';
export { AspectMentions, type AspectMentionsProps } from './components/opinion-analysis/aspect-mentions.tsx';
export {
  AspectSummary,
  type AspectSummaryItem,
  type AspectSummaryProps,
} from './components/opinion-analysis/aspect-summary.tsx';
export { ASPECT_LABELS, type AspectKey, type SentimentKey } from './components/opinion-analysis/messages.ts';
export { SentimentBadge, type SentimentBadgeProps } from './components/opinion-analysis/sentiment-badge.tsx';
export {
  SentimentBar,
  SentimentCounts,
  type SentimentCountsValue,
} from './components/opinion-analysis/sentiment-counts.tsx';
export {
  FewMentions,
  isWhatPeopleSayShown,
  WhatPeopleSay,
  type WhatPeopleSayProps,
  type WhatPeopleSaySummary,
} from './components/opinion-analysis/what-people-say.tsx';
// Moderation and trust: the complaint dialog, the marks of moderated items and items folded away.

export {
  ComplaintDialog,
  type ComplaintDialogProps,
  type ComplaintReasonOption,
  type ComplaintValues,
  complaintErrors,
} from './components/complaint-dialog/complaint-dialog.tsx';
export { FoldedItem, type FoldedItemProps } from './components/folded-item/folded-item.tsx';
export {
  type ModerationMark,
  ModerationNotice,
  type ModerationNoticeProps,
  type ModerationNoticeState,
  moderationNotice,
} from './components/moderation-notice/moderation-notice.tsx';
