import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from bursts import BURST_FRAMES, trigger_bursts


class BurstScorer(eqx.Module):
    frame_head: eqx.nn.Linear

    def __init__(self, key):
        self.frame_head = eqx.nn.Linear(32, 1, key=key)

    def __call__(self, frames):
        scores = jax.vmap(self.frame_head)(frames)[:, 0]
        return jax.nn.sigmoid(scores.max())


@eqx.filter_jit
def score_triggers(model, bursts):
    return jax.vmap(model)(bursts)


def main():
    rng = np.random.default_rng(0)
    model = BurstScorer(jax.random.PRNGKey(0))
    for camera in ["reconyx", "browning", "reconyx", "bushnell", "browning"]:
        p = score_triggers(model, trigger_bursts(rng, camera))
        print(camera, np.round(np.asarray(p), 2))


if __name__ == "__main__":
    main()
