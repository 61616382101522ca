from dataclasses import dataclass, replace


@dataclass(frozen=True)
class ABCConfig:
    n_particles: int = 512
    n_days: int = 40
    epsilon: float = 50.0


def schedule(config, n_generations=5, shrink=0.6):
    for g in range(n_generations):
        yield g, replace(config, epsilon=config.epsilon * shrink ** g)
