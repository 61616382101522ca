import jax
import jax.numpy as jnp
import numpy as np

from objectives import weighted_local_loss

DIM = 4
N = 20

client_grad = jax.jit(jax.grad(weighted_local_loss))


def main():
    rng = np.random.RandomState(0)
    reported_sizes = [120, 45, 300, 80]
    total = float(sum(reported_sizes))
    data = [(jnp.asarray(rng.normal(size=(N, DIM)), jnp.float32),
             jnp.asarray(rng.normal(size=(N,)), jnp.float32)) for _ in reported_sizes]
    w = jnp.zeros((DIM,))
    for rnd in range(3):
        grads = []
        for n, (x, y) in zip(reported_sizes, data):
            grads.append(client_grad(w, x, y, jnp.float32(n), jnp.float32(total)))
        w = w - 0.5 * sum(grads)
        print(f"round {rnd} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()
