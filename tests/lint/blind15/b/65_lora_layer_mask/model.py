import jax
import jax.numpy as jnp

VOCAB, DIM, LAYERS, RANK = 40, 16, 4, 2


def init(key):
    ks = jax.random.split(key, 2 + LAYERS)
    base = {"embed": jax.random.normal(ks[0], (VOCAB, DIM)) * 0.1,
            "out": jax.random.normal(ks[1], (DIM, VOCAB)) * 0.1,
            "w": [jax.random.normal(k, (DIM, DIM)) * 0.2 for k in ks[2:]]}
    lora = [{"a": jax.random.normal(k, (DIM, RANK)) * 0.01, "b": jnp.zeros((RANK, DIM))}
            for k in jax.random.split(ks[0], LAYERS)]
    return base, lora


def forward(base, lora, tokens, layer_mask):
    x = base["embed"][tokens]
    for i, w in enumerate(base["w"]):
        h = x @ w + layer_mask[i] * ((x @ lora[i]["a"]) @ lora[i]["b"])
        x = x + jnp.tanh(h)
    return x @ base["out"]
