import dataclasses


@dataclasses.dataclass(frozen=True)
class SearchConfig:
    num_actions: int = 9
    dirichlet_alpha: float = 0.3
    noise_fraction: float = 0.25


def temperature_at(iteration: int) -> float:
    return max(0.25, 1.0 - 0.2 * iteration)
