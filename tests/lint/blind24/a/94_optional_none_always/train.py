import jax
import jax.numpy as jnp


@jax.jit
def weighted_growth_fit(theta, t, w, sample_weight):
    def loss(th):
        a, k, t0 = th
        pred = a / (1 + jnp.exp(-k * (t - t0)))
        err = (pred - w) ** 2
        if sample_weight is None:
            return err.mean()
        return (err * sample_weight).sum() / sample_weight.sum()
    l, g = jax.value_and_grad(loss)(theta)
    return theta - jnp.array([5.0, 1e-6, 5.0]) * g, l
