def run_eval(eval_step, params, split, name):
    loss, acc = eval_step(params, ids=split["ids"], labels=split["labels"])
    print(f"[{name}] loss {float(loss):.3f} acc {float(acc):.3f}")
    return float(acc)
