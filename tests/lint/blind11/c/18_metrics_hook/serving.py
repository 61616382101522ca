import jax.numpy as jnp


def serve(batches, model_fn, on_batch=None):
    outputs = []
    for i, batch in enumerate(batches):
        out = model_fn(batch)
        if on_batch is not None:
            on_batch(i, batch, out)
        outputs.append(out)
    return outputs
