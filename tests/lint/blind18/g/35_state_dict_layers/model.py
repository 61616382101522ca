import jax
import jax.numpy as jnp
import numpy as np


def init_mlp(key, sizes):
    layers = []
    for din, dout in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        layers.append({"weight": jax.random.normal(sub, (din, dout)) / np.sqrt(din), "bias": jnp.zeros(dout)})
    return tuple(layers)


def apply_mlp(layers, x):
    for layer in layers[:-1]:
        x = jax.nn.relu(x @ layer["weight"] + layer["bias"])
    return x @ layers[-1]["weight"] + layers[-1]["bias"]


def state_dict(layers):
    """Flat torch-style mapping: 'layers.0.weight' -> numpy array."""
    return {f"layers.{i}.{k}": np.asarray(v) for i, layer in enumerate(layers) for k, v in layer.items()}


def load_state_dict(sd):
    n = 1 + max(int(key.split(".")[1]) for key in sd)
    layers = [{} for _ in range(n)]
    for key, value in sd.items():
        _, i, name = key.split(".")
        layers[int(i)][name] = jnp.asarray(value)
    return layers
