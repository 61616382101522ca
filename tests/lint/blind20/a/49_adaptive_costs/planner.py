import functools

import jax
import jax.numpy as jnp


class TrajectoryScorer:
    def __init__(self, w_progress=1.0, w_comfort=0.5, w_lane=2.0):
        self.w_progress = w_progress
        self.w_comfort = w_comfort
        self.w_lane = w_lane

    def __hash__(self):
        return hash((self.w_progress, self.w_comfort, self.w_lane))

    def __eq__(self, other):
        return isinstance(other, TrajectoryScorer) and hash(self) == hash(other)

    @functools.partial(jax.jit, static_argnums=0)
    def score(self, candidates, lane_center_y):
        progress = candidates[:, -1, 0]
        jerk = jnp.diff(candidates, n=3, axis=1)
        comfort = jnp.sum(jerk ** 2, axis=(1, 2))
        lane = jnp.sum((candidates[:, :, 1] - lane_center_y) ** 2, axis=1)
        return self.w_progress * progress - self.w_comfort * comfort - self.w_lane * lane

    def adapted(self, passenger_discomfort):
        return TrajectoryScorer(self.w_progress, 0.5 + passenger_discomfort, self.w_lane)
