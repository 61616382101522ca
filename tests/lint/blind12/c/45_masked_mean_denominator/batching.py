import numpy as np
import jax.numpy as jnp


def padded_batches(logits, labels, batch_size):
    n = len(logits)
    for start in range(0, n, batch_size):
        lg = logits[start:start + batch_size]
        lb = labels[start:start + batch_size]
        if len(lg) == batch_size:
            yield lg, lb, np.ones(batch_size, np.float32), batch_size
        else:
            pad = batch_size - len(lg)
            mask = jnp.concatenate([jnp.ones(len(lg)), jnp.zeros(pad)])
            yield (np.pad(lg, (0, pad)), np.pad(lb, (0, pad)), mask, mask.sum())
