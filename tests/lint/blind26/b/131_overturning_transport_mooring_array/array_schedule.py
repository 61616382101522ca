DEPLOYMENTS = {
    "RAPID-WB1": (0, 12),
    "RAPID-WB2": (0, 8),
    "RAPID-EB1": (2, 12),
    "RAPID-MAR1": (4, 10),
    "RAPID-EBH": (6, 12),
}


def active_on(month):
    return [name for name, (start, end) in DEPLOYMENTS.items() if start <= month < end]
