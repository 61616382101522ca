import numpy as np
import jax.numpy as jnp

from finetune import adapt_step, optimizer_for_epoch


def main():
    rng = np.random.default_rng(0)
    centers = rng.standard_normal((5, 24)).astype(np.float32)
    spk = rng.integers(0, 5, 120).astype(np.int32)
    emb = (centers[spk] + 0.5 * rng.standard_normal((120, 24))).astype(np.float32)
    params = {"proj": jnp.zeros((24, 5))}
    opt_state = optimizer_for_epoch(0).init(params)
    for epoch in range(4):
        tx = optimizer_for_epoch(epoch)
        for i in range(0, 120, 40):
            params, opt_state, loss = adapt_step(params, opt_state, emb[i:i + 40], spk[i:i + 40], tx=tx)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
