import jax
import jax.numpy as jnp


@jax.jit
def score_candidates(weights, candidates, lane_center_y):
    progress = candidates[:, -1, 0]
    jerk = jnp.diff(candidates, n=3, axis=1)
    comfort = jnp.sum(jerk ** 2, axis=(1, 2))
    lane = jnp.sum((candidates[:, :, 1] - lane_center_y) ** 2, axis=1)
    return weights[0] * progress - weights[1] * comfort - weights[2] * lane


class TrajectoryScorer:
    def __init__(self, w_progress=1.0, w_comfort=0.5, w_lane=2.0):
        self.w_progress = w_progress
        self.w_comfort = w_comfort
        self.w_lane = w_lane

    def score(self, candidates, lane_center_y):
        weights = jnp.array([self.w_progress, self.w_comfort, self.w_lane], jnp.float32)
        return score_candidates(weights, candidates, lane_center_y)

    def adapted(self, passenger_discomfort):
        return TrajectoryScorer(self.w_progress, 0.5 + passenger_discomfort, self.w_lane)
