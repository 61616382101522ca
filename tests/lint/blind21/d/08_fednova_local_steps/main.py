import jax
import jax.numpy as jnp
import numpy as np

from clients import BATCH, Client

DIM = 4


@jax.jit
def normalized_delta(w, x, y, tau):
    def body(i, w):
        start = (i * BATCH) % (x.shape[0] - BATCH + 1)
        xb = jax.lax.dynamic_slice_in_dim(x, start, BATCH)
        yb = jax.lax.dynamic_slice_in_dim(y, start, BATCH)
        return w - 0.05 * xb.T @ (xb @ w - yb) / BATCH

    w_new = jax.lax.fori_loop(0, tau, body, w)
    return (w_new - w) / tau


def main():
    clients = [Client(c, 44, DIM, seed=c) for c in range(4)]
    w = jnp.zeros((DIM,))
    for rnd in range(3):
        deltas, taus = [], []
        for c in clients:
            tau = c.local_steps(epochs=1)
            deltas.append(normalized_delta(w, c.x, c.y, tau))
            taus.append(float(tau))
        tau_eff = sum(taus) / len(taus)
        w = w + tau_eff * sum(deltas) / len(deltas)
        print(f"round {rnd} taus={taus} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()
