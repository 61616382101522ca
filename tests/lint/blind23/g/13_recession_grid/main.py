import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def bfi_score(flow, alpha, recession_k):
    def step(b_prev, q):
        b = alpha * b_prev + (1 - alpha) / 2 * q * recession_k
        b = jnp.minimum(b, q)
        return b, b

    _, base = jax.lax.scan(step, flow[0], flow)
    return (base.sum() / flow.sum() - 0.55) ** 2


def grid_scores(flow, ks, alphas):
    out = []
    for k in ks:
        out.append([float(bfi_score(flow, a, k)) for a in alphas])
    return np.array(out)


def main():
    rng = np.random.default_rng(8)
    t = np.arange(200)
    flow = jnp.asarray(5 + 3 * np.exp(-(t % 40) / 8.0) + rng.gamma(0.5, 1.0, 200), jnp.float32)
    alphas = jnp.linspace(0.9, 0.995, 12)
    ks = [0.8, 0.9, 1.0, 1.1, 1.2]
    scores = grid_scores(flow, ks, alphas)
    i, j = np.unravel_index(scores.argmin(), scores.shape)
    print(f"best k={ks[i]} alpha={float(alphas[j]):.4f} score={scores[i, j]:.5f}")


if __name__ == "__main__":
    main()
