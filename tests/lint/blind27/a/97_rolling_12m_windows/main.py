import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def trailing_loss_ratio(claims_window, premium_window, trend):
    t = jnp.arange(claims_window.shape[0], dtype=jnp.float32)
    trended = claims_window * (1.0 + trend) ** ((t[-1] - t) / 12.0)
    return trended.sum() / premium_window.sum()


def main():
    rng = np.random.default_rng(342)
    months = 60
    premium = jnp.asarray(rng.uniform(9e5, 1.1e6, months), jnp.float32)
    claims = premium * jnp.asarray(rng.gamma(20.0, 0.65 / 20.0, months), jnp.float32)
    trend = jnp.float32(0.05)
    for end in range(12, months + 1, 6):
        lr = trailing_loss_ratio(claims[end - 12:end], premium[end - 12:end], trend)
        print(f"month {end:2d} trailing LR {float(lr):.3f}")


if __name__ == "__main__":
    main()
