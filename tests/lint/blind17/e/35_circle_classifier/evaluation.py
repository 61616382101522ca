def evaluate(loss_fn, params, x_val, y_val):
    batch = [x_val, y_val]
    return float(loss_fn(params, batch))
