import dataclasses


@dataclasses.dataclass(frozen=True)
class InferenceOptions:
    num_results: int = 5
    normalize: bool = True


DEFAULT_OPTIONS = InferenceOptions()


def options_for(request):
    return dataclasses.replace(
        DEFAULT_OPTIONS,
        num_results=request.get("num_results", DEFAULT_OPTIONS.num_results),
    )
