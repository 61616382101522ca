import equinox as eqx


@eqx.filter_jit
def encode_clip(model, kp):
    return model(kp)
