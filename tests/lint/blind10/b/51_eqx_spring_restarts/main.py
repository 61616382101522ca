import jax.numpy as jnp
import numpy as np

from model import DampedSpringFit, fit_step

HPARAMS = dict(dt=0.05, n_steps=60)


def observed_trajectory(k=4.0, c=0.3, seed=0):
    truth = DampedSpringFit(jnp.log(jnp.float32(k)), jnp.log(jnp.float32(c)), **HPARAMS)
    xs = truth.simulate(jnp.float32(1.0), jnp.float32(0.0))
    return xs + 0.02 * np.random.default_rng(seed).standard_normal(xs.shape).astype(np.float32)


def restarts(n_restarts=4, steps=3, lr=jnp.float32(0.05)):
    observed = observed_trajectory()
    results = []
    for r in range(n_restarts):
        model = DampedSpringFit(jnp.log(jnp.float32(2.0 + r)), jnp.log(jnp.float32(0.5)), **HPARAMS)
        for _ in range(steps):
            model, loss = fit_step(model, jnp.float32(1.0), jnp.float32(0.0), observed, lr)
        results.append((float(jnp.exp(model.log_k)), float(loss)))
        print(f"restart {r}: k={results[-1][0]:.3f} loss={results[-1][1]:.4f}")
    return results


if __name__ == "__main__":
    restarts()
