import numpy as np

CLIP = 4000


def decode(payload):
    fmt, data = payload
    if fmt == "pcm16":
        x = np.frombuffer(data, dtype=np.int16).astype(np.float32) / 32768.0
    elif fmt == "pcm32":
        x = np.frombuffer(data, dtype=np.int32).astype(np.float32) / 2147483648.0
    else:
        x = np.frombuffer(data, dtype=np.float32)
    return x.astype(np.float32, copy=False)


def fake_requests(rng):
    reqs = []
    for fmt in ("float", "pcm16", "float", "pcm32", "pcm16"):
        x = 0.3 * np.sin(np.arange(CLIP) * rng.uniform(0.01, 0.1))
        if fmt == "pcm16":
            data = (x * 32767).astype(np.int16).tobytes()
        elif fmt == "pcm32":
            data = (x * 2147483647).astype(np.int32).tobytes()
        else:
            data = x.astype(np.float32).tobytes()
        reqs.append((fmt, data))
    return reqs
