def empty_totals():
    return {"loss_sum": 0, "correct": 0, "count": 0}


def summarize(totals):
    count = max(int(totals["count"]), 1)
    return {"loss": float(totals["loss_sum"]) / count, "accuracy": int(totals["correct"]) / count}
