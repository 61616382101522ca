import numpy as np
import jax
import jax.numpy as jnp

from buffer import DecisionBuffer


@jax.jit
def refit_temperature(logits, labels, valid):
    temps = jnp.linspace(0.5, 3.0, 26)

    def nll(t):
        logp = jax.nn.log_softmax(logits / t, axis=-1)
        per = -jnp.take_along_axis(logp, labels[:, None], axis=1)[:, 0]
        return jnp.sum(per * valid) / jnp.maximum(valid.sum(), 1.0)

    return temps[jnp.argmin(jax.vmap(nll)(temps))]


def main():
    rng = np.random.default_rng(0)
    buf = DecisionBuffer()
    for day in range(7):
        labels = rng.integers(0, 3, 20).astype(np.int32)
        logits = (rng.standard_normal((20, 3)) * 2.5).astype(np.float32)
        logits[np.arange(20), labels] += 1.5
        buf.extend(logits, labels)
        t = refit_temperature(*buf.arrays())
        print(f"day {day}: temperature {float(t):.2f}")


if __name__ == "__main__":
    main()
