DEFAULTS = {
    "temperature": 1,
    "max_new_tokens": 8,
}


def merge(request):
    cfg = dict(DEFAULTS)
    cfg.update({k: v for k, v in request.items() if k in DEFAULTS})
    return cfg
