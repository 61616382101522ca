def herd_args(herd):
    args = {"beta": herd["beta"], "gamma": 0.14, "birth": 0.002}
    if herd.get("vaccinating"):
        args["vacc_rate"] = herd["vacc_rate"]
    return args


HERDS = [
    {"name": "Coldharbour", "beta": 0.30},
    {"name": "Ewe Close", "beta": 0.26, "vaccinating": True, "vacc_rate": 0.01},
    {"name": "Pen-y-Bryn", "beta": 0.35},
    {"name": "Lower Lea", "beta": 0.31, "vaccinating": True, "vacc_rate": 0.02},
]
