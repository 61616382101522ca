import jax
import jax.numpy as jnp
import numpy as np

from steps import net, tx, forward_pass, topo_update


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 32, 32, 1)).astype(np.float32)
    y = rng.integers(0, 3, size=48).astype(np.int32)
    key = jax.random.PRNGKey(0)
    v = net.init({"params": key, "dropout": key}, x[:1], train=False)
    params, stats = v["params"], v["batch_stats"]
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 32, 8):
            key, sub = jax.random.split(key)
            params, stats, opt_state, l = topo_update(params, stats, opt_state, x[i:i + 8], y[i:i + 8], sub)
        logits, _ = forward_pass(params, stats, x[32:], key, train=False)
        print(epoch, float(l), float((logits.argmax(-1) == y[32:]).mean()))


if __name__ == "__main__":
    main()
