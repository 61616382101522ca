CLIENT_PERSONAL_LAYERS = {
    0: ("head",),
    1: ("head", "mid"),
    2: ("head",),
    3: ("head", "mid", "embed"),
}


def split_params(params, personal_layers):
    personal = {k: v for k, v in params.items() if k in personal_layers}
    shared = {k: v for k, v in params.items() if k not in personal_layers}
    return personal, shared
