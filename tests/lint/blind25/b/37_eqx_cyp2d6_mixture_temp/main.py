import numpy as np
import equinox as eqx
import jax.numpy as jnp

from model import MixtureClearanceModel, em_like_step


def main():
    rng = np.random.default_rng(4)
    poor = rng.lognormal(np.log(2.0), 0.2, 30)
    extensive = rng.lognormal(np.log(8.0), 0.2, 90)
    cl_obs = jnp.asarray(np.concatenate([poor, extensive]), jnp.float32)
    model = MixtureClearanceModel(jnp.log(jnp.array([1.0, 10.0])), jnp.zeros(2), jnp.float32(2.0))
    for stage in range(5):
        for _ in range(20):
            model, loss = em_like_step(model, cl_obs)
        model = eqx.tree_at(lambda m: m.temperature, model, model.temperature * 0.5)
        print(f"stage {stage}: nll {float(loss):.3f} weights {np.round(np.asarray(model.weights()), 3)}")


if __name__ == "__main__":
    main()
