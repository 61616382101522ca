import jax
import jax.numpy as jnp
import numpy as np

from model import EddyViscosityNet
from train import fit_member

N_MEMBERS = 5


def channel_data(n=256, seed=0):
    rng = np.random.default_rng(seed)
    s = rng.uniform(0, 5, n)
    yplus = rng.uniform(1, 300, n)
    damping = (1 - np.exp(-yplus / 26.0)) ** 2
    nu_t = np.log1p(0.41 ** 2 * yplus ** 2 * damping * s / 100.0)
    x = np.column_stack([s / 5.0, np.log(yplus) / np.log(300.0)])
    return jnp.asarray(x, jnp.float32), jnp.asarray(nu_t + 0.01 * rng.normal(size=n), jnp.float32)


def main():
    x, y = channel_data()
    preds = []
    for member in range(N_MEMBERS):
        model = EddyViscosityNet(hidden=16)
        params, loss = fit_member(model, jax.random.PRNGKey(member), x, y, steps=4)
        preds.append(model.apply(params, x))
        print(f"member {member}: final loss {float(loss):.4f}")
    spread = jnp.std(jnp.stack(preds), axis=0).mean()
    print(f"ensemble mean predictive spread {float(spread):.4f}")


if __name__ == "__main__":
    main()
