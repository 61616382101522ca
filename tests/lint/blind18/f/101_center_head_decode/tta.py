import jax.numpy as jnp

from head import center_head


def flip_tta(feats, w_cls, w_reg):
    heat, reg = center_head(feats, w_cls, w_reg)
    heat_f, reg_f = center_head(feats[:, ::-1], w_cls, w_reg)
    return [0.5 * (heat + heat_f[:, ::-1]), 0.5 * (reg + reg_f[:, ::-1])]
