import numpy as np
import jax
import jax.numpy as jnp

from train import tx, accumulate_step


def sessions(rng, n):
    for _ in range(n):
        # polyphenol fractions -> perceived bitterness (0-10)
        x = rng.normal(0, 1, (12, 7)).astype(np.float32)
        y = (5 + 1.5 * np.tanh(x[:, 0] + 0.5 * x[:, 2])).astype(np.float32)
        yield x, y


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (7, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    opt_state = tx.init(params)
    for i, (x, y) in enumerate(sessions(rng, 40)):
        params, opt_state, loss = accumulate_step(params, opt_state, x, y)
        if i % 8 == 7:
            print(f"session {i + 1}: loss {float(loss):.3f}, mini-step {int(opt_state.mini_step)}")


if __name__ == "__main__":
    main()
