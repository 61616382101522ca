import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from geometry import resample


class CenterlineScorer(eqx.Module):
    point_mlp: eqx.nn.MLP
    score: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.point_mlp = eqx.nn.MLP(4, 32, 32, 2, key=k1)
        self.score = eqx.nn.Linear(32, "scalar", key=k2)

    def __call__(self, centerline, ego_xy):
        rel = centerline - ego_xy
        feats = jnp.concatenate([rel, jnp.gradient(centerline, axis=0)], -1)
        h = jax.vmap(self.point_mlp)(feats).max(0)
        return self.score(h)


@eqx.filter_jit
def score_candidate(model, centerline, ego_xy):
    return model(centerline, ego_xy)


def main():
    rng = np.random.default_rng(0)
    model = CenterlineScorer(jax.random.PRNGKey(0))
    ego = jnp.zeros(2)
    scores = []
    for lane in range(6):
        length = rng.uniform(30.0, 60.0)
        raw = np.stack([np.linspace(0, length, 25), rng.normal(size=25).cumsum() * 0.3], -1)
        scores.append(float(score_candidate(model, resample(raw), ego)))
    print("best lane", int(np.argmax(scores)), np.round(scores, 3))


if __name__ == "__main__":
    main()
