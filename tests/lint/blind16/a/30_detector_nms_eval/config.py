from dataclasses import dataclass


@dataclass(frozen=True)
class PostprocessConfig:
    max_detections: int = 8
    score_threshold: float = 0.5
