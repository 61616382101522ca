import io
import json

import numpy as np


def save(state, meta_buf, array_buf):
    json.dump({"model_time": float(state["model_time"]), "step": int(state["step"])}, meta_buf)
    np.savez(array_buf, temp=np.asarray(state["temp"]), salt=np.asarray(state["salt"]))


def restore(meta_buf, array_buf):
    meta_buf.seek(0)
    array_buf.seek(0)
    meta = json.load(meta_buf)
    arrays = np.load(array_buf)
    return {"temp": arrays["temp"], "salt": arrays["salt"], "model_time": meta["model_time"], "step": meta["step"]}
