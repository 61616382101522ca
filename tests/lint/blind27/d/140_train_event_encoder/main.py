import jax
import jax.numpy as jnp
import numpy as np

from logs import event_logs, pad_batch


@jax.jit
def encode_events(w, x, mask):
    h = jnp.tanh(x @ w)
    return (h * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1)


def main():
    logs = event_logs(96)
    w = jax.random.normal(jax.random.PRNGKey(0), (3, 8))
    for b in range(0, 96, 12):
        x, m = pad_batch(logs[b:b + 12])
        print(b // 12, x.shape[1], float(encode_events(w, x, m).mean()))


if __name__ == "__main__":
    main()
