import math

import jax
import jax.numpy as jnp


def init_dual_encoder(key, d_img, d_txt, d_emb):
    k1, k2 = jax.random.split(key)
    return {
        "img_proj": jax.random.normal(k1, (d_img, d_emb)) / math.sqrt(d_img),
        "txt_proj": jax.random.normal(k2, (d_txt, d_emb)) / math.sqrt(d_txt),
        "logit_scale": jnp.asarray(math.log(1 / 0.07), dtype=jnp.float32),
    }


def embed(params, img, txt):
    zi = img @ params["img_proj"]
    zt = txt @ params["txt_proj"]
    zi = zi / jnp.linalg.norm(zi, axis=-1, keepdims=True)
    zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
    return zi, zt
