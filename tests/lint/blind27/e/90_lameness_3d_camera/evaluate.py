from metrics import lameness_auc


def report(w, x_val, y_val):
    auc = lameness_auc(x_val @ w, y_val)
    print("validation AUC", round(float(auc), 3))
