import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


@eqx.filter_jit
def ensemble_predict(members, x):
    preds = jnp.stack([jax.vmap(m)(x) for m in members])
    return preds.mean(0), preds.std(0)


def main():
    rng = np.random.default_rng(290)
    x = rng.normal(size=(100, 4)).astype(np.float32)
    members = []
    for rnd in range(5):
        members.append(eqx.nn.MLP(4, "scalar", 16, 2, key=jax.random.PRNGKey(rnd)))
        mu, sd = ensemble_predict(members, x)
        print(f"ensemble of {len(members)}: mean grade {float(mu.mean()):.3f}, mean spread {float(sd.mean()):.3f}")


if __name__ == "__main__":
    main()
