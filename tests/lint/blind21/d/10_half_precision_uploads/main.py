import jax
import jax.numpy as jnp
import numpy as np

from transport import decode_update, encode_update

DIM = 16
BANDWIDTH = [5.0, 50.0, 8.0, 100.0]


@jax.jit
def server_accumulate(acc, update, weight):
    return acc + weight * update.astype(jnp.float32)


def main():
    rng = np.random.RandomState(0)
    global_w = np.zeros((DIM,), np.float32)
    for rnd in range(3):
        acc = jnp.zeros((DIM,), jnp.float32)
        for bw in BANDWIDTH:
            delta = (0.1 * rng.normal(size=(DIM,))).astype(np.float32)
            payload = encode_update(delta, bw)
            acc = server_accumulate(acc, decode_update(payload), 1.0 / len(BANDWIDTH))
        global_w = global_w + np.asarray(acc)
        print(f"round {rnd} |w|={np.linalg.norm(global_w):.4f}")


if __name__ == "__main__":
    main()
