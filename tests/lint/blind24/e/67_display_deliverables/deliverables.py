from display import encode_for_display


def broadcast_master(frames):
    return [encode_for_display(f) for f in frames]


def web_proxy(frames, gamma):
    return [encode_for_display(f, gamma=gamma) for f in frames]
