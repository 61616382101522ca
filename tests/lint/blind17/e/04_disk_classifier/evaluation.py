def evaluate(loss_fn, params, x_val, y_val):
    batch = dict(y=y_val, x=x_val)
    return float(loss_fn(params, batch))
