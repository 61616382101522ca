import jax
import jax.numpy as jnp


def replace_head(params, key, num_classes):
    """Drop the pretraining head and attach a fresh classifier plus a learnable temperature."""
    hidden = params["backbone"]["Dense_0"]["kernel"].shape[-1]
    new = {"backbone": params["backbone"]}
    new["head"] = {
        "kernel": jax.random.normal(key, (hidden, num_classes)) * 0.02,
        "bias": jnp.zeros((num_classes,)),
    }
    new["log_temp"] = 0.0
    return new
