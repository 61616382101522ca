from metrics import alert_precision


def hr_dashboard(scores, left):
    return alert_precision(scores, left)


def exec_dashboard(scores, left, cfg):
    return alert_precision(scores, left, threshold=cfg["alert_threshold"])
