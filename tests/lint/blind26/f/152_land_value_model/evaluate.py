from model import land_value_loss

def evaluate(w, batch):
    return float(land_value_loss(w, **batch))
