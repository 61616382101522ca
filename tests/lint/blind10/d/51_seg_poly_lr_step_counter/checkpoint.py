def restore_or_init(init_params, ckpt=None):
    if ckpt is not None:
        return ckpt["params"], ckpt["step"]
    return init_params, 0
