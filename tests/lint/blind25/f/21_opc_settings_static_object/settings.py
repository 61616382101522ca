class OPCSettings:
    def __init__(self, kernel_radius=4, bias_step=0.5, n_iter=6):
        self.kernel_radius = kernel_radius
        self.bias_step = bias_step
        self.n_iter = n_iter


LAYER_RULES = {
    "M": {"kernel_radius": 4, "bias_step": 0.5, "n_iter": 6},
    "V": {"kernel_radius": 4, "bias_step": 0.5, "n_iter": 6},
}


def settings_for_layer(layer):
    return OPCSettings(**LAYER_RULES[layer[0]])
