import io

import numpy as np


def save(params):
    buf = io.BytesIO()
    np.savez(buf, **{k: np.asarray(v) for k, v in params.items()})
    return buf.getvalue()


def load(blob):
    with np.load(io.BytesIO(blob)) as z:
        names = sorted(z.files, reverse=True)
        return {k: z[k] for k in names}
