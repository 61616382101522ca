import dataclasses


@dataclasses.dataclass(frozen=True)
class SearchConfig:
    num_actions: int = 9
    dirichlet_alpha: float = 0.3
    noise_fraction: float = 0.25
    temperature: float = 1.0


def anneal(cfg: SearchConfig, iteration: int) -> SearchConfig:
    return dataclasses.replace(cfg, temperature=max(0.25, 1.0 - 0.2 * iteration))
