from dataclasses import dataclass


@dataclass
class EstimatorConfig:
    n_params: int = 3
    forgetting: float = 1        # no forgetting unless a disturbance is detected
    disturbance_forgetting: float = 0.95
    residual_alarm: float = 0.8
