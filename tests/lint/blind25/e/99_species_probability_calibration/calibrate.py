import numpy as np

def retune(model, probs, labels):
    conf = probs.max(axis=1).mean()
    acc = (probs.argmax(axis=1) == labels).mean()
    model.temperature = float(np.round(model.temperature * (1 + (conf - acc)), 3))
