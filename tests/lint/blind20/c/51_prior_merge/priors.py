from collections import OrderedDict

import numpy as np

LITERATURE = OrderedDict([("beta", 0.30), ("gamma", 0.10), ("rho", 0.40)])


def expert_elicitation(region_seed):
    rng = np.random.default_rng(region_seed)
    elicited = OrderedDict()
    elicited["rho"] = float(rng.uniform(0.2, 0.6))
    elicited["beta"] = float(rng.uniform(0.2, 0.4))
    elicited["gamma"] = float(rng.uniform(0.08, 0.14))
    return elicited


def prior_means(region_seed, use_expert):
    source = expert_elicitation(region_seed) if use_expert else LITERATURE
    return OrderedDict((k, np.float32(v)) for k, v in source.items())
